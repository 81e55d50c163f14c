// The HTML of the browsable API reference: Swagger UI over /api/openapi.json, and a plain page of
// the AsyncAPI document's channels and messages (Swagger UI reads OpenAPI only). No inline script.
import type { JsonSchema } from './json-schema.ts';

/** Started by /api/docs: Swagger UI on the generated OpenAPI document. */
export const DOCS_INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
});
`;

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The app's icon (apps/web/public/icons): without a link the browser asks for /favicon.ico, a 404.
const ICON = '<link rel="icon" href="/icons/sen.svg" type="image/svg+xml">';

export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sen API reference</title>${ICON}
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body>
<nav style="font-family:sans-serif;padding:8px 16px">Sen API reference:
<a href="/api/openapi.json">OpenAPI 3.1 (JSON)</a> ·
<a href="/api/docs/realtime">realtime channel</a> ·
<a href="/api/asyncapi.json">AsyncAPI 3 (JSON)</a></nav>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;
}

/** The AsyncAPI document as a page: each channel, its messages, their payload schema and example. */
export function asyncApiPage(document: JsonSchema): string {
  const info = document.info as { title: string; version: string; description: string };
  const channels = document.channels as Record<
    string,
    { address: string; messages: Record<string, unknown> }
  >;
  const messages = (document.components as { messages: Record<string, JsonSchema> }).messages;
  const sections = Object.entries(channels).map(([name, channel]) => {
    const items = Object.keys(channel.messages).map((key) => {
      const message = messages[key] ?? {};
      const examples = (message.examples ?? []) as { payload: unknown }[];
      const example = examples[0]
        ? `<h4>example</h4><pre>${escape(JSON.stringify(examples[0].payload, null, 2))}</pre>`
        : '';
      return `<details><summary>${escape(key)}</summary>${example}<h4>payload schema</h4><pre>${escape(
        JSON.stringify(message.payload, null, 2),
      )}</pre></details>`;
    });
    return `<section><h2>${escape(name)} (event "${escape(channel.address)}")</h2>${items.join('\n')}</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(info.title)}</title>${ICON}</head>
<body style="font-family:sans-serif;margin:16px 24px">
<p><a href="/api/docs">HTTP API</a> · <a href="/api/asyncapi.json">AsyncAPI 3 (JSON)</a></p>
<h1>${escape(info.title)} ${escape(info.version)}</h1>
<p>${escape(info.description)}</p>
${sections.join('\n')}
</body>
</html>
`;
}
