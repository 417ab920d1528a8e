/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * A complete server-side page: the sign-in service's pages and the app's
 * unsubscribe page. No inline script or style: the only stylesheet is
 * `stylesheet` (page-styles.ts) on the page's own origin, which both servers'
 * CSPs allow.
 */
export function htmlPage(title: string, body: string, stylesheet: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Adoptions</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

/** A page that says one thing: a heading and a sentence. */
export function messagePage(title: string, message: string, stylesheet: string): string {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`, stylesheet)
}
