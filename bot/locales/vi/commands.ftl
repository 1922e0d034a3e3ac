cmd-challenge = thách đấu ai đó (hoặc bất kỳ ai ở đây), hoặc chơi với chính Palace bằng level:
cmd-accept = nhận lời thách đấu ở đây (dành cho bạn, hoặc mở cho mọi người)
cmd-decline = từ chối lời thách đấu gửi bạn
cmd-cancel = rút lại lời thách đấu của bạn
cmd-move = đi một nước (WXF như C2=5, tọa độ như h3e3, hoặc kiểu phương Tây như P-5c)
cmd-board = xem bàn cờ ván của bạn
cmd-position = FEN của thế cờ (ván cờ ẩn: chỉ phần bạn thấy) và, khi đến lượt, các nước hợp lệ
cmd-resign = xin thua
cmd-draw = đề nghị, nhận hoặc từ chối hòa
cmd-abort = hủy ván trước khi mỗi bên đi nước đầu
cmd-takeback = xin đi lại nước vừa rồi, hoặc trả lời lời xin đó
cmd-premove = sau nước của bạn: đặt sẵn nước đáp cho các nước bạn đoán đối thủ sẽ đi
cmd-games = các ván đang chơi, đến lượt ai và thời gian còn lại
cmd-export = biên bản ván cờ dạng chữ (kiểu PGN) để lưu hoặc nghiên cứu
cmd-replay = ảnh động (GIF) của ván cờ, từng nước một
cmd-page = địa chỉ trang web của ván cờ (và, trong ván ẩn của bạn, trang góc nhìn riêng của bạn)
cmd-analyse = sau ván cờ: các nước làm đánh giá của Palace giảm nhiều nhất, đánh dấu trong biên bản
cmd-stats = điểm xếp hạng và thành tích của người chơi ở từng loại cờ
cmd-leaderboard = 20 người chơi giỏi nhất của một loại cờ
cmd-activity = các ván mới bắt đầu và vừa kết thúc
cmd-settings = ngôn ngữ, kiểu quân, cách ghi nước đi và cách báo khi đến lượt bạn
cmd-puzzle = thế cờ từ các ván đã xong (ván của bạn trước) có một nước thắng: trả lời bằng /move
cmd-vacation = nghỉ vài ngày: đồng hồ mọi ván của bạn dừng cho đến khi bạn trở lại
cmd-rules = luật chơi tóm tắt của một loại cờ
cmd-tournament = giải đấu trong máy chủ này: mở, đăng ký, rời, bắt đầu, bảng xếp hạng, danh sách, cho rút lui
cmd-help = Palace làm được những gì

opt-game = ván nào (số của ván), nếu bạn chơi nhiều ván
opt-challenge = lời thách đấu nào (số của nó), nếu có nhiều
opt-challenge-opponent = chơi với ai (@ai đó, hoặc @Palace); bỏ trống để ai ở đây cũng nhận được
opt-challenge-variant = loại cờ: Cờ tướng mini (7×7), bản ẩn, Cờ tướng (9×10) hoặc Shogi mini (5×5)
opt-challenge-side = red/black (cờ tướng), sente/gote (Shogi mini), first hoặc second; mặc định ngẫu nhiên
opt-challenge-days = số ngày mỗi người có cho một nước (1 đến 14, mặc định 3)
opt-challenge-rated = kết quả có tính điểm xếp hạng không (mặc định true; false cho ván giao hữu)
opt-challenge-fen = thế cờ khởi đầu dạng FEN (chỉ ván giao hữu)
opt-challenge-level = chơi với chính Palace ở cấp này (1 mới học … 8 mạnh nhất) thay vì một người
opt-move-text = nước đi
opt-board-flip = nhìn từ phía bên kia
opt-draw-action = đề nghị hòa, hoặc trả lời lời đề nghị gửi cho bạn
opt-takeback-action = xin đi lại, hoặc trả lời lời xin của đối thủ
opt-premove-line = các cặp nước, của đối thủ rồi của bạn (; giữa các dòng); bỏ trống để xem và có ví dụ
opt-premove-clear = bỏ các nước đi có điều kiện của bạn
opt-games-user = ván của ai (mặc định của bạn)
opt-replay-view = ván cờ ẩn đã xong như bên Đỏ hay bên Đen đã thấy, hoặc bàn cờ thật (full)
opt-page-new = liên kết mới tới góc nhìn riêng của bạn trong ván ẩn, các liên kết cũ mất hiệu lực
opt-stats-user = của ai (mặc định của bạn)
opt-stats-variant = chỉ một loại cờ
opt-leaderboard-variant = loại cờ nào
opt-leaderboard-by = thứ tự: rating (mặc định), wins hoặc games
opt-activity-variant = chỉ một loại cờ
opt-settings-style = traditional (chữ Hán, kanji) hoặc western (chữ cái)
opt-settings-notify = cách bạn biết đến lượt: ping (nhắc tên trong kênh của ván), dm, hoặc off
opt-settings-challenges = người khác có được thách đấu đích danh bạn không (off: chỉ nhận thách đấu mở)
opt-settings-remind = khi nào nhắc bạn trước hạn, như 24h,2h hoặc 1d,30m; off; hoặc default
opt-settings-language = ngôn ngữ Palace dùng với bạn (bỏ trống: ngôn ngữ Discord của bạn)
opt-export-notation = cách ghi nước đi (bỏ trống: WXF, Shogi mini kiểu phương Tây, như biên bản được lưu)
opt-settings-for = server: ngôn ngữ và cách ghi nước đi cho tin công khai của máy chủ (cần quyền Quản Lý Máy Chủ)
opt-settings-organisers = cùng for:server: vai trò mà thành viên có thể mở giải đấu ngoài người quản lý (@everyone: bất kỳ ai)
opt-settings-notation = cách ghi nước đi: wxf, chinese hoặc iccs (cờ tướng); western, japanese hoặc usi (Shogi mini)
opt-puzzle-action = next: bài khác; hint: gợi ý; answer: đáp án (bỏ trống: bài của bạn, hoặc bài mới)
opt-vacation-days = số ngày bạn vắng mặt (trong số ngày nghỉ phép mỗi năm; xem /vacation)
opt-vacation-end = bạn quay lại sớm: đồng hồ chạy lại
opt-rules-variant = loại cờ nào
opt-tournament-action = create (Manage Server), join, leave, start, standings, list, hoặc withdraw một người chơi
opt-tournament-tournament = giải nào (số của nó), nếu máy chủ có nhiều giải
opt-tournament-format = create: round-robin (vòng tròn, mọi ván cùng lúc) hoặc swiss (hệ Thụy Sĩ, xếp cặp theo điểm)
opt-tournament-variant = create: loại cờ nào
opt-tournament-days = create: số ngày mỗi người có cho một nước (1 đến 14, mặc định 3)
opt-tournament-rated = create: các ván có tính điểm xếp hạng không (mặc định có)
opt-tournament-rounds = create hệ Thụy Sĩ: bao nhiêu vòng (mặc định 5)
opt-tournament-double = create vòng tròn: mỗi cặp gặp nhau hai lần, mỗi bên một lần
opt-tournament-players = create: số người tối đa (vòng tròn tối đa 16, Thụy Sĩ tối đa 64)
opt-tournament-signup = create: số ngày đăng ký, sau đó giải tự bắt đầu
opt-tournament-player = withdraw: cho ai rút lui (người tổ chức)

choice = { $word ->
    [minixiangqi] Cờ tướng mini
    [dark-minixiangqi] Cờ tướng mini ẩn
    [xiangqi] Cờ tướng
    [minishogi] Shogi mini
    [red] bên Đỏ
    [black] bên Đen
    [sente] tiên thủ
    [gote] hậu thủ
    [first] đi trước
    [second] đi sau
    [random] ngẫu nhiên
    [offer] đề nghị
    [request] xin
    [accept] đồng ý
    [decline] từ chối
    [full] toàn bộ bàn cờ
    [rating] điểm xếp hạng
    [wins] số ván thắng
    [games] số ván
    [traditional] truyền thống (chữ Hán)
    [western] kiểu phương Tây
    [ping] nhắc tên
    [dm] tin nhắn riêng
    [on] bật
    [off] tắt
    [chinese] kiểu Trung Quốc
    [japanese] kiểu Nhật
    [next] bài tiếp
    [hint] gợi ý
    [answer] đáp án
    [me] tôi
    [server] máy chủ này
    [round-robin] vòng tròn
    [swiss] hệ Thụy Sĩ
    [create] mở giải
    [join] đăng ký
    [leave] rời giải
    [start] bắt đầu
    [standings] bảng xếp hạng
    [list] danh sách
    [withdraw] cho rút lui
   *[other] { $word }
}

help-intro = Palace chơi Cờ tướng mini, Cờ tướng mini ẩn, Cờ tướng và Shogi mini theo lối cờ thư.
help-start = Bắt đầu bằng /challenge, rồi đi cờ bằng /move (WXF như C2=5, tọa độ như h3e3, kiểu Trung Quốc như 炮二平五, hoặc kiểu phương Tây như P-5c cho Shogi mini).
help-levels = Các cấp của Palace, tính bằng Elo thấp hơn cấp 8 (đo khi chúng đấu với nhau ở Cờ tướng mini): { $steps }. Cấp 8 suy nghĩ lâu nhất.
help-level = cấp { $level } thấp hơn khoảng { $elo }
help-tournaments = Giải đấu (/tournament): giải vòng tròn bắt đầu mọi ván cùng lúc; giải hệ Thụy Sĩ xếp cặp từng vòng theo điểm khi vòng trước đã xong, không gặp lại nhau và đổi bên luân phiên. Xếp hạng: điểm, rồi Sonneborn-Berger và số ván thắng (vòng tròn) hoặc Buchholz bỏ thấp nhất và Sonneborn-Berger (Thụy Sĩ). Người rời giải, hoặc hết giờ ở mọi ván còn lại, bị coi là rút lui và không được xếp cặp nữa; ở giải vòng tròn, kết quả của họ được giữ nếu họ đã hoàn thành ít nhất một nửa số ván, nếu không sẽ bị xóa với tất cả mọi người.
user-command-challenge = Thách đấu một ván…
