import type { Diagnostic } from './diagnostic.ts'

/**
 * The diagnostics as a SARIF 2.1.0 log, the format code-scanning tools read
 * (GitHub's upload-sarif, editors' SARIF viewers). One rule per code.
 */
export function sarifLog(diagnostics: readonly Diagnostic[]): object {
  const codes = [...new Set(diagnostics.map((d) => d.code))].sort()
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'adoptions-policy', rules: codes.map((code) => ({ id: code, name: code })) } },
        results: diagnostics.map((d) => ({
          ruleId: d.code,
          ruleIndex: codes.indexOf(d.code),
          level: d.severity,
          message: { text: d.hint ? `${d.message}\n${d.hint}` : d.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: d.file },
                // Line 0 means the file itself (it is missing): no region.
                ...(d.line > 0 ? { region: { startLine: d.line, startColumn: Math.max(1, d.column) } } : {}),
              },
              logicalLocations: [{ fullyQualifiedName: d.path }],
            },
          ],
        })),
      },
    ],
  }
}
