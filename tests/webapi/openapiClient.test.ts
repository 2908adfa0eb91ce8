// A client generated from /webapi/openapi.json, as a publisher's integration would make one
// (docs/decisions/0060): openapi-typescript's types of the served document, an openapi-fetch client
// module that uses them, type-checked with the TypeScript compiler, then run against the app
// in-process to call a signed-in route with the access-token header the document's security names.
// Everything generated stays in memory.
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

type SecurityScheme = { type: string; in?: string; name?: string };
type Doc = {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  components: { securitySchemes: Record<string, SecurityScheme> };
};

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Never written: the compiler host below serves these two files from memory. They sit under the
// repository only so that 'openapi-fetch' resolves from its node_modules.
const CLIENT_DIR = `${ROOT}tests/webapi/generated-client/`;
const TYPES_FILE = `${CLIENT_DIR}portalApi.ts`;
const CLIENT_FILE = `${CLIENT_DIR}readerClient.ts`;

// The client an integration would write: every call typed by the generated `paths`.
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';
import type { paths } from './portalApi.ts';

/** A client of the portal's API sending a reader's access token in the header the document names. */
export function portalClient(fetch: (request: Request) => Promise<Response>, tokenHeader: string, token: string) {
  return createClient<paths>({ baseUrl: 'http://portal.test', fetch, headers: { [tokenHeader]: token } });
}

/** The signed-in reader's profile: GET /webapi/user/profile. */
export async function readerProfile(client: ReturnType<typeof portalClient>) {
  const { data, error, response } = await client.GET('/webapi/user/profile', { params: { query: { country: 'tw' } } });
  if (error) return { status: response.status, message: error.message };
  const userId: string = data.result.userId;
  const displayName: string | null = data.result.displayName;
  return { status: response.status, userId, displayName };
}

/** Calls the document does not allow: each line is a type error, or the compiler reports the unused expectation. */
export function misuses(client: ReturnType<typeof portalClient>) {
  // @ts-expect-error the document requires the market
  void client.GET('/webapi/user/profile', { params: { query: {} } });
  // @ts-expect-error there is no such call
  void client.GET('/webapi/user/nowhere', {});
  // @ts-expect-error the settings are changed with PUT, not POST
  void client.POST('/webapi/user/setting/personalizedContent', { params: { query: { country: 'tw' } }, body: { optOut: true } });
  // @ts-expect-error optOut is a boolean
  void client.PUT('/webapi/user/setting/personalizedContent', { params: { query: { country: 'tw' } }, body: { optOut: 'yes' } });
}
`;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  noUncheckedIndexedAccess: true,
  allowImportingTsExtensions: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: true,
};

/** The compiler's diagnostics of the client module with the generated types, both served from memory. */
function typeCheck(files: Map<string, string>): string[] {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.directoryExists = (name) => `${name}/` === CLIENT_DIR || (directoryExists?.call(host, name) ?? true);
  host.readFile = (name) => files.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = files.get(name);
    return text === undefined ? getSourceFile.call(host, name, language, ...rest) : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram([CLIENT_FILE], COMPILER_OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    const where = d.file ? `${d.file.fileName.slice(ROOT.length)}:${(at?.line ?? 0) + 1}` : 'options';
    return `${where} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

type ClientModule = {
  portalClient(fetch: (request: Request) => Promise<Response>, tokenHeader: string, token: string): unknown;
  readerProfile(client: unknown): Promise<{ status: number; userId?: string; displayName?: string | null; message?: string }>;
};

/** The checked module as it runs: compiled to CommonJS, with openapi-fetch the one module it requires. */
function load(source: string): ClientModule {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } }).outputText;
  const exports = {} as ClientModule;
  const require = (name: string) => {
    if (name === 'openapi-fetch') return { __esModule: true, default: createClient };
    throw new Error(`the client module requires ${name}`);
  };
  new Function('exports', 'require', js)(exports, require);
  return exports;
}

let platform: TestPlatform;
let env: Env;
let doc: Doc;

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  env = { ...platform.env, DEV_LOGIN: 'true' };
  const res = await app.request('http://portal.test/webapi/openapi.json', {}, env);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});

afterAll(async () => {
  await platform?.dispose();
});

describe('a client generated from /webapi/openapi.json', () => {
  it('compiles, and calls a signed-in route with the access-token header of its security scheme', async () => {
    const types = astToString(await openapiTS(structuredClone(doc) as unknown as OpenAPI3));
    const files = new Map([
      [TYPES_FILE, types],
      [CLIENT_FILE, CLIENT_SOURCE],
    ]);
    expect(typeCheck(files)).toEqual([]);

    const client = load(CLIENT_SOURCE);
    const fetch = async (request: Request) => app.request(request, undefined, env);
    const token = await issueDevToken({ userId: 'sdk-reader', displayName: 'SDK Reader' }, env.DEV_LOGIN_SECRET);
    // The headers the operation's security requirements name: the native one and the LIFF one.
    const requirements = doc.paths['/webapi/user/profile']?.get?.security ?? [];
    const headers = requirements.flatMap((r) => Object.keys(r)).map((name) => doc.components.securitySchemes[name]!);
    expect(headers.map((s) => [s.type, s.in])).toEqual([
      ['apiKey', 'header'],
      ['apiKey', 'header'],
    ]);
    for (const scheme of headers) {
      const answer = await client.readerProfile(client.portalClient(fetch, scheme.name!, token));
      expect(answer, scheme.name).toEqual({ status: 200, userId: 'sdk-reader', displayName: 'SDK Reader' });
    }
    // Without a token the generated client gets the documented error body.
    const signedOut = await client.readerProfile(client.portalClient(fetch, 'X-Unrelated', 'none'));
    expect(signedOut).toEqual({ status: 401, message: 'user is not logged in' });
  });
});
