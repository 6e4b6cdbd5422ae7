import express, { Router } from 'express';
import { mountedRoutes } from './mounted-routes';

const ok: express.RequestHandler = (_req, res) => {
  res.end();
};

describe('the routes an express app mounts', () => {
  it('when routers are nested under mount paths, then each route is listed with its full path in OpenAPI form', () => {
    const posts = Router().get('/posts/:id', ok).patch('/posts/:id', ok).delete('/posts/:id', ok);
    const api = Router()
      .use(express.json())
      .use(Router().post('/login', ok))
      .use('/blog', posts)
      .use('/mailbox', Router().get('/', ok));
    const app = express()
      .get('/health', ok)
      .use('/api', api)
      .get(/^\/(?!api).*/, ok);
    expect(mountedRoutes(app.router)).toEqual([
      'get /health',
      'post /api/login',
      'get /api/blog/posts/{id}',
      'patch /api/blog/posts/{id}',
      'delete /api/blog/posts/{id}',
      'get /api/mailbox',
    ]);
  });
});
