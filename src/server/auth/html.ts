/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * A complete page of the sign-in service. No inline script or style: the only
 * stylesheet is /auth.css on the same origin, which the CSP allows.
 */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Adoptions</title>
<link rel="stylesheet" href="/auth.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}
