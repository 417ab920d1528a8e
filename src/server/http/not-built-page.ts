/** Shown instead of the app when dist/ has no build, so a fresh clone says what to do. */
export const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Adoptions: app not built</title></head>
<body>
<main>
<h1>The app has not been built yet</h1>
<p>The server is running, but there is no built app in <code>dist/</code> to serve.</p>
<p>Run <code>npm run build</code> and reload this page, or use <code>npm start</code>, which builds first.</p>
</main>
</body>
</html>
`
