// Texts of the watchlists (tab bar, dialogs, rows, merge offer). The rule messages of spec §5
// come from @sen/market in both languages.
const vi = {
  tabs: 'Danh mục theo dõi',
  defaultName: 'Mặc định',
  empty: 'Không có mã nào trong danh mục',
  add: 'Thêm danh mục',
  rename: 'Đổi tên',
  delete: 'Xóa danh mục',
  name: 'Tên danh mục',
  save: 'Lưu',
  cancel: 'Hủy',
  close: 'Đóng',
  confirmDelete: 'Xóa danh mục "{{name}}"?',
  added: 'Đã thêm danh mục {{name}}',
  renamed: 'Đã đổi tên thành {{name}}',
  deleted: 'Đã xóa danh mục {{name}}',
  row: {
    pin: 'Ghim {{symbol}}',
    unpin: 'Bỏ ghim {{symbol}}',
    remove: 'Xóa {{symbol}} khỏi danh mục',
    drag: 'Kéo để sắp xếp {{symbol}}',
  },
  drag: {
    instructions:
      'Để nhấc một mã, nhấn phím cách hoặc Enter. Khi đang kéo, dùng các phím mũi tên để di chuyển; nhấn phím cách hoặc Enter lần nữa để thả, Escape để hủy.',
    start: 'Đã nhấc {{symbol}} ở vị trí {{position}}',
    over: '{{symbol}} đang ở vị trí {{position}}',
    end: 'Đã thả {{symbol}} ở vị trí {{position}}',
    cancel: 'Đã hủy kéo {{symbol}}',
  },
  merge: {
    title: 'Gộp danh mục',
    text: 'Trình duyệt này có {{count}} danh mục của bạn khi chưa đăng nhập. Gộp vào tài khoản?',
    accept: 'Gộp',
    decline: 'Để riêng',
    done: 'Đã gộp {{count}} danh mục',
    skipped: 'Không gộp được: {{names}}',
  },
  loadFailed: 'Không tải được danh mục: {{message}}',
};

export default vi;
export type WatchlistsResources = typeof vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    watchlists: WatchlistsResources;
  }
}
