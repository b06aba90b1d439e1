import { z } from 'zod';
import type { CodeList } from '../codes/defineCodes';

const schemas = new WeakMap<object, z.ZodType>();

/**
 * The zod schema accepting exactly a code list's codes (request validation, response contracts).
 * Kept out of the code lists themselves so that labelling a code never loads zod; one schema per list.
 */
export function codeSchema<C extends string>(list: CodeList<C>): z.ZodType<C> {
  let schema = schemas.get(list);
  if (!schema) {
    schema = z.enum(list.codes as [C, ...C[]]);
    schemas.set(list, schema);
  }
  return schema as z.ZodType<C>;
}
