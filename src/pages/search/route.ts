// Results load with the chunk: src/features/catalogue/search-route.ts.
export { searchRoute as route } from '../../features/catalogue/search-route.ts'
