// A select list as one JSON object: `a.id, p.name AS publisher_name` becomes
// `json_object('id', a.id, 'publisher_name', p.name)`, keys as the plain query would name its
// columns. It lets one statement answer several row sets as JSON text (functions/db/articles.ts).

const ENTRY = /^(?:\w+\.)?(\w+)(?:\s+AS\s+(\w+))?$/i;

/** json_object(...) of a select list of plain columns (`t.col` or `expr AS name`, no functions). */
export function jsonObjectOf(selectList: string): string {
  const pairs = selectList.split(',').map((raw) => {
    const entry = raw.trim();
    const match = ENTRY.exec(entry);
    if (!match) throw new Error(`jsonObjectOf: "${entry}" is not a plain column`);
    return `'${match[2] ?? match[1]}', ${entry.replace(/\s+AS\s+\w+$/i, '')}`;
  });
  return `json_object(${pairs.join(', ')})`;
}
