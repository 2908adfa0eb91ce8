// The build's rewrite of the trivial preload helper's calls (build-plugins/plainDynamicImports.mjs).
import { describe, expect, it } from 'vitest';
import { inlineHelperCalls } from '../../../build-plugins/plainDynamicImports.mjs';

const IMPORT = 'import{t as e}from"./preload-helper.Gw0ggqwN.js";';

describe('inlining the preload helper', () => {
  it('turns each call into a direct call and drops the import', () => {
    const code = `${IMPORT}var a=1;(b||c)&&e(()=>import(\`./startup.js\`).then(e=>e.startShell()));var I=lazy(()=>e(async()=>{let{R:e}=await import(\`./Sheet.js\`);return{R:e}}));`;
    expect(inlineHelperCalls(code, IMPORT, 'e')).toBe(
      'var a=1;(b||c)&&(()=>import(`./startup.js`).then(e=>e.startShell()))();var I=lazy(()=>(async()=>{let{R:e}=await import(`./Sheet.js`);return{R:e}})());',
    );
  });

  it('drops the dependency list a call still carries', () => {
    const code = `${IMPORT}x=e(async()=>{let{default:h}=await import(\`./hls.js\`);return{default:h}},[]).then(({default:n})=>n);`;
    expect(inlineHelperCalls(code, IMPORT, 'e')).toBe('x=(async()=>{let{default:h}=await import(`./hls.js`);return{default:h}})().then(({default:n})=>n);');
  });

  it('reads strings and template literals with brackets inside', () => {
    const code = `${IMPORT}x=e(()=>import(\`./a-\${f(")")}.js\`).then(m=>m.go("(}")));`;
    expect(inlineHelperCalls(code, IMPORT, 'e')).toBe('x=(()=>import(`./a-${f(")")}.js`).then(m=>m.go("(}")))();');
  });

  it('keeps a call it cannot read with certainty, and then the import too', () => {
    const code = `${IMPORT}x=e(()=>import(\`./a.js\`).then(m=>m.n/2));`;
    expect(inlineHelperCalls(code, IMPORT, 'e')).toBe(code);
  });

  it('leaves calls of other bindings that share the name, and keeps the import then', () => {
    const code = `${IMPORT}x=e(()=>import(\`./a.js\`));function g(e){return e(1)}`;
    expect(inlineHelperCalls(code, IMPORT, 'e')).toBe(`${IMPORT}x=(()=>import(\`./a.js\`))();function g(e){return e(1)}`);
  });
});
