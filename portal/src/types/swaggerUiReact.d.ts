// swagger-ui-react ships no types; the docs page uses only its `url` prop. The root
// tsconfig lists this file too: its tests reach the page through the route table.
declare module 'swagger-ui-react' {
  const SwaggerUI: import('react').ComponentType<{ url: string }>;
  export default SwaggerUI;
}
