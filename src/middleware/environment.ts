// Step 3: launch environment and interface language of the request.
import { defineMiddleware } from 'astro:middleware';
import { detectEnvironment } from '#/domain/shell/environment.ts';
import { resolveLanguage } from '#/i18n/language.ts';

export const environment = defineMiddleware((context, next) => {
  context.locals.launch = detectEnvironment(context.request.headers.get('user-agent'), context.request.headers);
  context.locals.language = resolveLanguage(
    context.locals.market,
    context.cookies.get('locale')?.value,
    context.request.headers.get('accept-language'),
  );
  return next();
});
