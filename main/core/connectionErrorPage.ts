/** The page a window shows while the server cannot be reached; it retries on its own. */

/** Seconds between attempts to reach the server again. */
export const CONNECTION_RETRY_S = 5;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * A self-contained data: URL (no script; its own strict policy) that says which server is
 * unreachable and why, and reloads the target URL every CONNECTION_RETRY_S seconds.
 */
export function connectionErrorPage(input: { serverUrl: string; retryUrl: string; reason: string }): string {
  const html = `<!doctype html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta http-equiv="refresh" content="${CONNECTION_RETRY_S};url=${escapeHtml(input.retryUrl)}">
<title>Vantage</title>
<style>body{font:16px system-ui,sans-serif;background:#1d1530;color:#eee;display:grid;place-items:center;height:100vh;margin:0}main{max-width:36em;text-align:center}code{color:#c9b6ff}</style>
</head><body><main>
<h1>Cannot reach the Vantage server</h1>
<p><code>${escapeHtml(input.serverUrl)}</code></p>
<p>${escapeHtml(input.reason)}</p>
<p>Trying again every ${CONNECTION_RETRY_S} seconds…</p>
</main></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
