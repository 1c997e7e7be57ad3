export default function weekly() {
  return 'weekly report: 12 tasks done';
}
