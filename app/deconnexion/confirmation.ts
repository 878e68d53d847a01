import { LOGOUT_PATH } from '@/lib/access';
import { NO_STORE } from '@/lib/route-responses';

/*
 * What a sign-out request from another site gets instead of signing the staff member out: a page
 * that asks, with a button posting from this origin. Static text only; no script to run.
 */

const PAGE = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Déconnexion</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f7f9;color:#1b2231;font:16px/1.5 system-ui,sans-serif}
main{background:#fff;border:1px solid #e2e5ea;border-radius:12px;padding:32px;max-width:420px;box-shadow:0 1px 2px rgba(0,0,0,.05)}
h1{font-size:1.25rem;margin:0 0 8px}
p{margin:0 0 24px;color:#4a5467}
.actions{display:flex;gap:12px;align-items:center}
button{font:inherit;font-weight:600;color:#fff;background:#1f5f6b;border:0;border-radius:8px;padding:10px 16px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #6fb3c0;outline-offset:2px}
a{color:#1f5f6b}
</style>
</head>
<body>
<main>
<h1>Déconnexion</h1>
<p>Voulez-vous vous déconnecter du back-office ?</p>
<form method="post" action="${LOGOUT_PATH}" class="actions">
<button type="submit">Se déconnecter</button>
<a href="/">Rester connecté</a>
</form>
</main>
</body>
</html>`;

export function confirmationPage(): Response {
  return new Response(PAGE, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
