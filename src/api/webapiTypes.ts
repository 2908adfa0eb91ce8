// Request and response types of every /webapi call, read from the Hono app's route schemas
// (functions/webapi/app.ts). Type-only: nothing of the app or zod reaches the browser bundle.
import type { Hono } from 'hono';
import type { WebapiApp } from '#functions/webapi/app.ts';

type AppSchema = WebapiApp extends Hono<any, infer S, any> ? S : never;

/** The app's routes keyed by their path under /webapi, e.g. '/poll/:id/my/vote'. */
type Routes = { [K in keyof AppSchema as K extends `/webapi${infer R}` ? R : never]: AppSchema[K] };

type Verb = '$get' | '$post' | '$put';
export type PathsOf<V extends Verb> = { [P in keyof Routes]: V extends keyof Routes[P] ? P : never }[keyof Routes];

type Endpoint<P, V extends Verb> = P extends keyof Routes ? (V extends keyof Routes[P] ? Routes[P][V] : never) : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The client fills `country` in; every other field is as the route's schema declares it. */
type WithOptionalCountry<Q> = Q extends { country: unknown } ? Simplify<Omit<Q, 'country'> & { country?: Q['country'] }> : Q;
type Params<I> = I extends { param: infer Pa } ? { param: { [K in keyof Pa]: string | number } } : {};
type QueryOf<I> = I extends { query: infer Q } ? ({} extends WithOptionalCountry<Q> ? { query?: WithOptionalCountry<Q> } : { query: WithOptionalCountry<Q> }) : {};
type JsonOf<I> = I extends { json: infer J } ? { json: J } : {};

/** What a call takes: `{ param?, query?, json? }` as the route declares them. */
export type RequestOf<P, V extends Verb> = Endpoint<P, V> extends { input: infer I } ? Simplify<Params<I> & QueryOf<I> & JsonOf<I>> : never;
/** What a successful call answers (its 200 or 201 JSON). */
export type ResponseOf<P, V extends Verb> = Extract<Endpoint<P, V>, { status: 200 | 201 }> extends { output: infer O } ? O : never;

/** Arguments after the path: the input may be left out when nothing in it is required. */
export type InputArgs<P, V extends Verb> = {} extends RequestOf<P, V> ? [input?: RequestOf<P, V>] : [input: RequestOf<P, V>];
