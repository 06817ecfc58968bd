import { z } from 'zod';

/**
 * A value a facts file may not give yet: null, "" (an empty field in a form) or left out (the CMS at
 * /admin leaves an empty optional field out of the file) all mean "not given", and read as null.
 */
export const notGiven = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === undefined || value === '' ? null : value), schema.nullable());
