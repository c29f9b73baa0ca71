import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TChatRequestSeen {
  path: string;
  authorization: string | null;
  body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown };
}

/** What the server does with one request: answer (status and raw body), after an optional delay. */
export interface TChatReply {
  status?: number;
  body: string;
  delayMs?: number;
}

/** A chat-completions reply whose message content is `content` (the protocol's envelope around it). */
export function completion(content: string): TChatReply {
  return {
    body: JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  };
}

/** The model's answer as JSON, inside the protocol's envelope. */
export const suggestions = (items: unknown[]): TChatReply => completion(JSON.stringify({ suggestions: items }));

/**
 * A server on 127.0.0.1 speaking the OpenAI chat-completions protocol (`POST /v1/chat/completions`), as
 * Ollama, vLLM and llama.cpp do. The test sets `reply` to decide each answer and reads `seen`.
 */
export async function startChatServer() {
  const seen: TChatRequestSeen[] = [];
  const state: { reply: (request: TChatRequestSeen) => TChatReply } = { reply: () => suggestions([]) };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: TChatRequestSeen['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // recorded as empty
      }
      const request = { path: req.url ?? '', authorization: req.headers.authorization ?? null, body };
      seen.push(request);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      const reply = state.reply(request);
      const timer = setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(reply.body);
      }, reply.delayMs ?? 0);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    seen,
    set reply(fn: (request: TChatRequestSeen) => TChatReply) {
      state.reply = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
