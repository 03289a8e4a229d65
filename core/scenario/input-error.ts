/** Bad input: printed as one line, exit code 2. */
export class InputError extends Error {
  constructor(message: string) { super(message); this.name = 'InputError'; }
}
