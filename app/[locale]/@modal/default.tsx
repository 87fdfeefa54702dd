/** No quick-view modal unless a show card opened one. */
export default function NoModal() {
  return null;
}
