// The reference for `npm run bench`: a bare Fastify route on the same machine and run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 5201), host: '127.0.0.1' });
