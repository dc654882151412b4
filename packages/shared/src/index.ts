// Public entry of @fairline/shared. Prefer deep imports (`@fairline/shared/lookups/sports`) in
// code that cares about bundle size; this barrel re-exports the small, common pieces.
export {};
