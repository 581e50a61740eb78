import type { MergedApiDocument } from './merge-api-docs';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A plain page of the merged document (no CDN, no script): one row per route. */
export function renderDocsPage(doc: MergedApiDocument): string {
  const rows = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(
      ([method, op]) =>
        `<tr><td>${escape(method.toUpperCase())}</td><td><code>${escape(path)}</code></td>` +
        `<td>${escape(op['x-access'])}</td><td>${escape(op['x-service'])}</td>` +
        `<td>${escape(op.summary)}</td></tr>`,
    ),
  );
  const missing = doc['x-missing-services'];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Ghar API</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 0.3rem 0.6rem; text-align: left; }
</style>
</head>
<body>
<h1>Ghar API</h1>
<p>The JSON document is at <a href="/api/docs">/api/docs</a>.</p>
${missing.length > 0 ? `<p role="alert">Not answering, so absent: ${escape(missing.join(', '))}</p>` : ''}
<table>
<thead><tr><th>Method</th><th>Path</th><th>Access</th><th>Service</th><th>Summary</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`;
}
