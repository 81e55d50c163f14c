// Slot: app-wide modals (login, session expired ...). Mount each feature's modal component here;
// each decides itself when it is open.
export function ModalHost() {
  return null;
}
