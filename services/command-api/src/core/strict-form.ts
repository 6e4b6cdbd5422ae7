import { refuseUnknownFields } from '@harambee/platform';
import { z } from 'zod';

/** A form that refuses fields it does not know, and names them. */
export const strictForm = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, { error: refuseUnknownFields });
