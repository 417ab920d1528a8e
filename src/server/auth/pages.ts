import { escapeHtml, messagePage as message, htmlPage as page } from '../pages/html.ts'

/** Where the sign-in service serves the pages' stylesheet. */
export const authStylesheet = '/auth.css'

const htmlPage = (title: string, body: string): string => page(title, body, authStylesheet)

export interface DemoAccount {
  readonly email: string
  readonly institutionName: string | null
  readonly note: string | null
  readonly disabled: boolean
  readonly hasPassword: boolean
}

export interface LoginPageProps {
  /** Already checked against the allow-list. */
  readonly redirectUri: string
  readonly email?: string
  readonly error?: string
  /** Listed only outside production. */
  readonly demoAccounts: readonly DemoAccount[]
}

export function loginPage(props: LoginPageProps): string {
  const error = props.error ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(props.error)}</p>` : ''
  const described = props.error ? ' aria-describedby="sign-in-error"' : ''
  return htmlPage(
    'Sign in',
    `<h1>Sign in to Adoptions</h1>
${error}
<form method="post" action="/login" novalidate>
<input type="hidden" name="redirect_uri" value="${escapeHtml(props.redirectUri)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(props.email ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password"${described}>
<button type="submit">Sign in</button>
</form>
${demoAccountList(props.demoAccounts)}`,
  )
}

function demoAccountList(accounts: readonly DemoAccount[]): string {
  if (accounts.length === 0) return ''
  const rows = accounts
    .map(
      (account) =>
        `<tr><td><code>${escapeHtml(account.email)}</code></td><td>${escapeHtml(account.institutionName ?? '(no institution)')}</td><td>${escapeHtml(
          [account.disabled ? 'Disabled.' : '', account.note ?? ''].filter(Boolean).join(' '),
        )}</td></tr>`,
    )
    .join('\n')
  const passwordNote = accounts.some((account) => !account.hasPassword)
    ? 'Accounts without a password accept any password while the server is not in production mode.'
    : 'Use the password from the data file.'
  return `<section aria-labelledby="demo-accounts">
<h2 id="demo-accounts">Demo accounts</h2>
<p class="note">Shown because this server is not running in production mode. ${passwordNote}</p>
<table>
<thead><tr><th scope="col">Email</th><th scope="col">Institution</th><th scope="col">What it shows</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`
}

export function refusedRedirectPage(reason: string, appOrigin: string): string {
  return htmlPage(
    'Sign-in link refused',
    `<h1>This sign-in link cannot be used</h1>
<p class="error" role="alert">${escapeHtml(reason)}</p>
<p>To protect your account, the sign-in service only returns to the Adoptions app.
The link you followed asked to return somewhere else, so it was not followed.</p>
<p><a href="/login?redirect_uri=${encodeURIComponent(`${appOrigin}/`)}">Sign in to Adoptions</a></p>`,
  )
}

export function signedOutPage(signInHref: string): string {
  return htmlPage(
    'Signed out',
    `<h1>You are signed out</h1>
<p>Your session has ended on this browser.</p>
<p><a href="${escapeHtml(signInHref)}">Sign in again</a></p>`,
  )
}

export function messagePage(title: string, text: string): string {
  return message(title, text, authStylesheet)
}
