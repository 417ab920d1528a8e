// The detailed search loads like the simple one: src/features/catalogue/search-route.ts.
export { searchRoute as route } from '../../features/catalogue/search-route.ts'
