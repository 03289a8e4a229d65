// The only importer of tsyringe: the Reflect polyfill must be loaded before tsyringe is.
import 'reflect-metadata';
export { container, inject, injectable } from 'tsyringe';
export type { DependencyContainer, InjectionToken } from 'tsyringe';
