import { z } from 'zod';

/** Every JSON reply of the API is one of these two shapes. */
export interface TSuccess<T> {
  success: true;
  data: T;
  message?: string;
  meta?: TPageMeta;
}

export interface TFailure {
  success: false;
  error: string;
  code: string;
  fieldErrors?: Record<string, string[]>;
}

export interface TPageMeta {
  total: number;
  /** Set when counting stopped at `total`: there are at least that many. */
  totalIsLowerBound?: boolean;
  nextCursor: string | null;
}

export const ZPageMeta = z.object({
  total: z.number(),
  /** Set when counting stopped at `total`: there are at least that many. */
  totalIsLowerBound: z.boolean().optional(),
  nextCursor: z.string().nullable(),
});

/** The success envelope around `data`, as the routes declare it for serialisation and the API document. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
    meta: ZPageMeta.optional(),
  });
}

export const ZFailure = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZUuid = z.string().uuid('Please enter a valid UUID format');
