/**
 * The only stylesheet of the server-side pages (html.ts), served by the sign-in
 * service at /auth.css and by the app at /notifications/unsubscribe.css (the
 * CSPs forbid inline styles).
 */
export const pageStyles = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b1f24; background: #f4f6f8; }
main { max-width: 34rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1 { margin-top: 0; font-size: 1.6rem; }
h2 { font-size: 1.1rem; margin-top: 2rem; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input[type=email], input[type=password] { width: 100%; padding: .6rem; margin-top: .25rem; font: inherit; border: 1px solid #6b7280; border-radius: 4px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
button { margin-top: 1.5rem; padding: .6rem 1.4rem; font: inherit; font-weight: 600;
  color: #fff; background: #1d4ed8; border: 0; border-radius: 4px; cursor: pointer; }
button:hover { background: #1e40af; }
a { color: #1d4ed8; }
.error { padding: .75rem 1rem; color: #7f1d1d; background: #fee2e2; border-left: 4px solid #b91c1c; border-radius: 4px; }
.note { color: #4b5563; font-size: .9rem; }
table { width: 100%; border-collapse: collapse; font-size: .9rem; }
th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
code { font-size: .9em; overflow-wrap: anywhere; }
`
