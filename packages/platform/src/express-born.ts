import type { Express } from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// Node's classes are functions that build `this` when called: what a constructor of our own may call on its object.
const buildRequest = IncomingMessage as unknown as (this: IncomingMessage, socket: Socket) => void;
const buildResponse = ServerResponse as unknown as (
  this: ServerResponse,
  req: IncomingMessage,
  options: object,
) => void;

/**
 * Node's request and response classes for a server that hands them to an express app, building them with the app's
 * prototypes once `serving` has named it. Express gives each request and response its app's prototype as it enters
 * (`Object.setPrototypeOf`), and V8 answers a changed prototype by making every later look-up on the object slow,
 * Node's own parsing and writing of the answer included; one born with that prototype is left as it is.
 */
export const expressBorn = () => {
  function Request(this: IncomingMessage, socket: Socket) {
    buildRequest.call(this, socket);
  }
  function Response(this: ServerResponse, req: IncomingMessage, options: object) {
    buildResponse.call(this, req, options);
  }
  // Until an app is named, Node's own.
  Request.prototype = IncomingMessage.prototype;
  Response.prototype = ServerResponse.prototype;
  return {
    IncomingMessage: Request as unknown as typeof IncomingMessage,
    ServerResponse: Response as unknown as typeof ServerResponse,
    /** Requests that come from now on are born `app`'s. */
    serving: (app: Express) => {
      Request.prototype = app.request;
      Response.prototype = app.response;
    },
  };
};

/** The options of a server whose requests and responses are born `app`'s. */
export const bornFor = (app: Express) => {
  const born = expressBorn();
  born.serving(app);
  return { IncomingMessage: born.IncomingMessage, ServerResponse: born.ServerResponse };
};
