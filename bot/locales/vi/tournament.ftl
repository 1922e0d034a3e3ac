# Các giải đấu của máy chủ: đăng ký, các vòng, rút lui, bảng xếp hạng, và lý do /tournament
# bị từ chối.

event-format = { $format ->
    [round-robin] giải vòng tròn
    [double-round-robin] giải vòng tròn hai lượt
   *[swiss] giải hệ Thụy Sĩ { $rounds } vòng
}
event-created = { $organiser } đã mở giải #{ $id }: { $format } { $variant }, { $days } ngày mỗi nước, { $rated ->
    [yes] tính điểm xếp hạng
   *[no] không tính điểm xếp hạng
}, tối đa { $limit } người.
event-created-deadline = Đăng ký bằng nút hoặc /tournament action:join. Hạn đăng ký là { $deadline }, và giải bắt đầu lúc đó.
event-created-no-deadline = Đăng ký bằng nút hoặc /tournament action:join; người tổ chức bắt đầu giải bằng /tournament action:start.
event-thread = Giải #{ $id } · { $variant }
event-joined = { $name } đã đăng ký giải #{ $id } ({ $players }/{ $limit } người).
event-left = { $name } đã rời giải #{ $id } ({ $players } người).
event-started = Giải #{ $id } đã bắt đầu, { $format } với { $count } người: { $players }. { $games } ván bắt đầu ngay.
event-round = Giải #{ $id }, vòng { $round }/{ $rounds }:
event-round-game = ván #{ $game }: { $first } – { $second }
event-round-bye = được miễn đấu (một điểm): { $name }
event-withdrawn = { $why ->
    [left] { $name } đã rời giải #{ $id }
    [organiser] Người tổ chức đã cho { $name } rút khỏi giải #{ $id }
   *[timeout] { $name } đã hết giờ ở mọi ván còn lại trong giải #{ $id }
}: không được xếp cặp nữa.
event-withdrawn-forfeits = { $count ->
   *[other] Các ván { $games } của họ bị tính thua.
}
event-withdrawn-struck = Họ hoàn thành chưa đến một nửa số ván, nên mọi kết quả của họ bị xóa với tất cả mọi người.
event-standings-head = Giải #{ $id } · { $variant } · { $format } · { $stage ->
    [sign-up] đang nhận đăng ký
    [finished] bảng xếp hạng cuối cùng
   *[running] { $swiss ->
        [yes] vòng { $round }/{ $rounds }
       *[no] đã chơi { $done }/{ $games } ván
    }
}
# $one (đúng một điểm) không đổi cách viết trong tiếng Việt.
event-standing = { $place }. { $name } — { $points } { $one ->
    [yes] điểm
   *[no] điểm
}, { $games } ván ({ $tiebreaks }){ $withdrawn ->
    [yes] , đã rút lui
   *[no] {""}
}
event-standing-swiss = Buchholz bỏ thấp nhất { $buchholz }, Sonneborn-Berger { $sb }
event-standing-round-robin = Sonneborn-Berger { $sb }, { $wins } ván thắng
event-standings-empty = Chưa có ai đăng ký.
event-column-place = Hạng
event-column-player = Người chơi
event-column-points = Điểm
event-column-games = Ván
event-column-buchholz = Buchholz
event-column-sb = SB
event-column-wins = Thắng
event-table-withdrawn = { $name } (đã rút lui)
event-finished = Giải #{ $id } đã kết thúc. { $count ->
   *[other] Vô địch: { $winners }!
}
event-not-started = Giải #{ $id } đã hết hạn đăng ký với { $players } người, ít hơn { $least } người cần có: giải bị hủy.
event-finished-unpairable = Giải kết thúc sớm: không thể xếp thêm vòng nào mà không để hai người gặp lại nhau.
event-list-empty = Máy chủ này chưa có giải nào: người có quyền quản lý có thể mở giải bằng /tournament action:create.
event-list-head = Các giải của máy chủ này, mới nhất trước:
event-list-line = #{ $id } · { $variant } · { $format } · { $stage ->
    [sign-up] đang nhận đăng ký, { $players }/{ $limit } người
    [running] { $players } người, vòng { $round }
   *[finished] đã kết thúc, { $players } người
}

refused-event-not-in-server = Giải đấu thuộc về một máy chủ: hãy dùng /tournament ở đó.
refused-event-needs-palace = Giải đấu cần Palace có mặt trong máy chủ này (do người quản lý mời): ở đây nó chỉ có thể trả lời bạn.
refused-event-may-not-create = Chỉ người có quyền quản lý máy chủ này (Manage Server), hoặc có vai trò người tổ chức mà máy chủ chỉ định, mới mở được giải ở đây.
refused-event-not-organiser = Chỉ người tổ chức giải #{ $id } hoặc người quản lý máy chủ này mới làm được việc đó.
refused-event-not-found = Máy chủ này không có giải #{ $id }.
refused-event-none = { $action ->
    [join] Ở đây hiện không có giải nào đang nhận đăng ký
    [start] Ở đây không có giải nào đang chờ bắt đầu
    [leave] Bạn không tham gia giải nào ở đây
   *[other] Ở đây hiện không có giải nào đang diễn ra
}: /tournament action:list liệt kê tất cả.
refused-event-several = Ở đây có nhiều giải phù hợp ({ $ids }): hãy chọn một bằng tournament:.
refused-event-limit = Ở đây { $format } nhận tối đa { $most } người, không phải { $asked }.
refused-event-already-in = Bạn đã đăng ký giải #{ $id } rồi.
refused-event-not-in = Bạn không thi đấu trong giải #{ $id }.
refused-event-full = Giải #{ $id } đã đủ người ({ $limit } người).
refused-event-stage = Giải #{ $id } { $stage ->
    [sign-up] chưa bắt đầu
    [running] đã bắt đầu rồi
   *[finished] đã kết thúc
}.
refused-event-too-few = Giải #{ $id } có { $players } người: cần ít nhất { $least } người để bắt đầu.
refused-event-not-playing = { $name } không thi đấu trong giải #{ $id }.
refused-event-palace = Palace không tham gia giải đấu; hãy mời người chơi thật.
