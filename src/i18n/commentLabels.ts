// The comment island's strings, read on the server and passed as props (no i18next in the island).
// Placeholders ({{count}}, {{name}}, {{max}}) are left for the island to fill.
import type { TFunction } from 'i18next';
import type { CommentLabels } from '#/islands/CommentThread.island.tsx';

export function commentLabels(t: TFunction): CommentLabels {
  const raw = { interpolation: { skipOnVariables: true } } as const;
  return {
    title: t('comments.title'),
    sortLabel: t('comments.sortLabel'),
    sort: { POPULAR: t('comments.sort.POPULAR'), CONTROVERSIAL: t('comments.sort.CONTROVERSIAL'), TIME: t('comments.sort.TIME') },
    empty: t('comments.empty'),
    write: t('comments.write'),
    placeholder: t('comments.placeholder'),
    post: t('comments.post'),
    reply: t('comments.reply'),
    replyTo: t('comments.replyTo', { ...raw, name: '{{name}}' }),
    cancel: t('comments.cancel'),
    upCount: t('comments.upCount', { ...raw, count: '{{count}}' as unknown as number }),
    downCount: t('comments.downCount', { ...raw, count: '{{count}}' as unknown as number }),
    delete: t('comments.delete'),
    confirmDelete: t('comments.confirmDelete'),
    deleted: t('comments.deleted'),
    report: t('comments.report'),
    reported: t('comments.reported'),
    posted: t('comments.posted'),
    failed: t('comments.failed'),
    tooMany: t('comments.tooMany'),
    tooLong: t('comments.tooLong', { ...raw, max: '{{max}}' }),
    hidden: { spam: t('comments.hidden.spam'), blind: t('comments.hidden.blind'), forbidden: t('comments.hidden.forbidden') },
    newer: t('comments.newer'),
    older: t('comments.older'),
    you: t('comments.you'),
  };
}
