// What the queries need from D1: a database binding or one of its sessions (D1 Sessions API,
// docs/decisions/0020-d1-sessions-and-scale.md) both satisfy it, so /webapi runs every query in its
// request's session. Code that needs `exec` or `dump` (migrations, scripts) keeps `D1Database`.
export type Database = Pick<D1Database, 'prepare' | 'batch'>;
