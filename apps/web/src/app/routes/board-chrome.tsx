// The header and navigation bar above the board (features composed here, never importing each other).
export function BoardChrome(_props: { categoryId: string }) {
  return null;
}
