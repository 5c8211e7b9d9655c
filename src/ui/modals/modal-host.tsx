// Placeholder: renders the open modal (filled in by the modal work).
export function ModalHost() {
  return null;
}
