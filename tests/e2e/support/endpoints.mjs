// The services the site talks to when they are configured, as a real local HTTP server for the
// browser tests: the brochure form's service at /lead (what it received: /__leads), and Plausible's
// events API at /api/event (what it received, by the browser's user agent: /__events?ua=…).
//
// How it answers a brochure request depends on the name typed, so tests can run side by side:
// a name with "fail" gets a 500, one with "stall" no answer at all, any other a 200 (JSON when asked
// for it; a form posted without JavaScript is sent on to its `redirect` field, as the services do,
// on the origin it came from).
//
// Usage: node tests/e2e/support/endpoints.mjs [port]   (default: E2E_ENDPOINTS_PORT or 4181)
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? process.env.E2E_ENDPOINTS_PORT ?? 4181);
const leads = [];
const events = [];

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, accept' };

function body(request) {
  return new Promise((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  if (request.method === 'GET' && url.pathname === '/__leads') {
    // By the e-mail address a brochure request gave, or the contact a viewing or alert request gave.
    const email = url.searchParams.get('email');
    const contact = url.searchParams.get('contact');
    response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(leads.filter((lead) => (!email || lead.fields.email === email) && (!contact || lead.fields.contact === contact))));
    return;
  }
  if (request.method === 'GET' && url.pathname === '/__events') {
    const ua = url.searchParams.get('ua');
    response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(events.filter((event) => !ua || event.ua === ua)));
    return;
  }
  if (request.method === 'POST' && url.pathname === '/api/event') {
    const text = await body(request);
    let event = null;
    try {
      event = JSON.parse(text);
    } catch {
      // recorded as it came: a test then sees what was wrong with it
    }
    events.push({ ua: request.headers['user-agent'] ?? '', contentType: request.headers['content-type'] ?? '', cookie: request.headers.cookie ?? null, event, raw: event ? null : text });
    response.writeHead(202, { ...cors, 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (request.method === 'POST' && url.pathname === '/lead') {
    const fields = Object.fromEntries(new URLSearchParams(await body(request)));
    leads.push({ fields, contentType: request.headers['content-type'] ?? '', origin: request.headers.origin ?? null });
    const name = fields.name ?? '';
    if (/stall/i.test(name)) return; // never answers
    if (/fail/i.test(name)) {
      response.writeHead(500, { ...cors, 'content-type': 'application/json' }).end('{"error":"the form service is down"}');
      return;
    }
    if ((request.headers.accept ?? '').includes('application/json')) {
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    if (fields.redirect) {
      // The test site is served at another origin than its canonical address, which the form names:
      // send the visitor to the same page (and place on it) on the origin the form came from.
      const target = new URL(fields.redirect);
      response.writeHead(303, { location: new URL(target.pathname + target.search + target.hash, request.headers.origin ?? target.origin).toString() }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end('Thank you');
    return;
  }
  response.writeHead(404, cors).end();
}).listen(port, '127.0.0.1', () => console.log(`endpoints: http://127.0.0.1:${port}`));
