// Kept only as a re-export for LoadMore.island.tsx, which is being rewritten in parallel: islands
// import useStore from @nanostores/react. Delete this file once LoadMore imports it from there.
export { useStore } from '@nanostores/react';
