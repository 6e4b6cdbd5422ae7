import type { z } from 'zod';

/** Who may call a route: anyone, any logged-in user, or only that role. */
export type ApiAuth = 'public' | 'user' | 'creator' | 'admin';

/** One documented route, described by the same zod schemas its handler parses. */
export type ApiRoute = {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Express-style path below /api, e.g. '/v1/blog/posts/:id'. */
  path: string;
  tag: string;
  summary: string;
  auth: ApiAuth;
  /** The JSON body, or the text fields of a multipart form when `image` is set. */
  body?: z.ZodType;
  /** The body is a plain form (application/x-www-form-urlencoded), as a gateway's callback posts it. */
  form?: true;
  image?: 'required' | 'optional';
  params?: z.ZodObject;
  query?: z.ZodObject;
  status?: number;
  /** The `data` of the success answer, when the document describes it. */
  answer?: z.ZodType;
};
