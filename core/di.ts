// The only importer of tsyringe. tsyringe needs the Reflect metadata API when it is imported and
// when its decorators run, and its helpers library sets globals: core/di-globals.ts lends a private
// API for those moments (unless the application loaded reflect-metadata, as the CLI does) and
// removes what tsyringe's import added, so importing the library changes no global.
import { imported, withMetadata } from './di-globals.js'; // first: evaluated before tsyringe
import { inject as tsyringeInject, injectable as tsyringeInjectable, type InjectionToken } from 'tsyringe';
imported();

export { container } from 'tsyringe';
export type { DependencyContainer, InjectionToken } from 'tsyringe';

/** tsyringe's `@injectable()`, run with the metadata API lent. */
export function injectable<T>(): (target: new (...args: never[]) => T) => void {
  const decorate = tsyringeInjectable<T>();
  return (target) => withMetadata(() => decorate(target as never));
}

/** tsyringe's `@inject(token)`, run with the metadata API lent. */
export function inject(token: InjectionToken): (target: object, key: string | symbol | undefined, index: number) => void {
  const decorate = tsyringeInject(token);
  return (target, key, index) => withMetadata(() => decorate(target, key, index));
}
