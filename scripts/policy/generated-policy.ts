import { policySources } from '../../src/generated/policy-sources.gen.ts'
import { policy as runtime } from '../../src/generated/policy.gen.ts'
import type { PolicyWithSources } from '../../src/policy/model.ts'
import { withSources } from '../../src/policy/policy-sources.ts'

/**
 * The generated policy with its descriptions and source positions put back,
 * for tools and tests that read src/generated/ instead of compiling the YAML
 * (the CLI compiles it in memory). The app and the server import
 * src/generated/policy.gen.ts, which has neither.
 */
export const policy: PolicyWithSources = withSources(runtime, policySources)
