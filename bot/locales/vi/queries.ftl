rules-xiangqi = **Cờ tướng** (9×10). Bên Đỏ đi trước. Quân cờ đứng trên các giao điểm. Tướng và Sĩ không được ra khỏi cung; Tướng đi thẳng một điểm, Sĩ đi chéo một điểm. Tượng đi chéo hai điểm, không được qua sông, và bị cản khi có quân ở điểm giữa. Mã đi thẳng một điểm rồi chéo một điểm, và bị cản khi có quân ở điểm đầu tiên. Xe đi thẳng bao xa cũng được. Pháo đi như Xe nhưng ăn quân bằng cách nhảy qua đúng một quân. Tốt đi thẳng một điểm về phía trước, và sau khi qua sông thì được đi ngang. Hai Tướng không bao giờ được đối mặt trên một cột không có quân chắn. Chiếu hết hoặc làm đối phương hết nước đi là thắng; chiếu dai và đuổi bắt dai bị xử thua; các trường hợp lặp lại khác, và 100 nửa nước liền không ăn quân, là hòa (trong những nửa nước đó, mỗi nước chiếu của một bên sau nước chiếu thứ mười cộng thêm 2 nửa nước vào giới hạn).
rules-minixiangqi = **Cờ tướng mini** (7×7). Cờ tướng trên bàn 7×7 không có sông, Sĩ và Tượng: mỗi bên có một Tướng, hai Xe, hai Pháo, hai Mã và bốn Tốt. Tốt được đi thẳng hoặc đi ngang ngay từ đầu. Tướng không được ra khỏi cung 3×3 và không được đối mặt với Tướng bên kia trên một cột không có quân chắn. Chiếu hết hoặc làm đối phương hết nước đi là thắng; chiếu dai và đuổi bắt dai bị xử thua; các trường hợp lặp lại khác, và 100 nửa nước liền không ăn quân, là hòa (trong những nửa nước đó, mỗi nước chiếu của một bên sau nước chiếu thứ mười cộng thêm 2 nửa nước vào giới hạn).
rules-dark-minixiangqi = **Cờ tướng mini ẩn**. Cờ tướng mini trong sương mù: bạn thấy quân của mình và những điểm mà quân của bạn có thể đi tới hoặc ăn; chân Mã hay ngòi Pháo có quân đứng thì hiện thành một quân úp. Không có luật chiếu: quân của bạn đi nước nào cũng được, hai Tướng được đối mặt, và Tướng có thể ăn Tướng bên kia qua một cột trống. Ăn được Tướng đối phương là thắng; bên không còn nước đi là thua; một thế cờ lặp lại lần thứ ba hoặc 60 nửa nước liền không ăn quân là hòa. Sau mỗi nửa nước, mỗi người chơi nhận góc nhìn riêng của mình qua tin nhắn riêng; toàn bộ ván cờ được công bố khi kết thúc.
rules-minishogi = **Shogi mini** (5×5). Mỗi bên có một Vua, Vàng, Bạc, Tượng, Xe và Tốt. Quân bị ăn đổi phe và có thể được thả lại vào một ô trống thay cho một nước đi. Hàng xa nhất là vùng phong cấp: quân đi vào hoặc đi ra khỏi vùng đó có thể phong cấp (tốt đến hàng cuối thì bắt buộc phong). Không được có hai tốt chưa phong trên cùng một cột, thả tốt vào hàng cuối, hay thả tốt để chiếu hết. Chiếu hết là thắng, và bên không còn nước đi là thua. Một thế cờ lặp lại bốn lần thì bên chiếu liên tục bị xử thua, nếu không thì tiên thủ thua. Ván cờ đến nửa nước thứ 700 mà chưa kết thúc thì hòa (giới hạn của lishogi).

games-none = { $name } không có ván cờ nào đang chơi.
games-none-here = { $name } không có ván cờ nào đang chơi ở đây.
games-of = Các ván cờ đang chơi của { $name }:
games-open-challenges = Lời thách đấu đang mở:
open-challenge = thách đấu { $id } · { $terms } · { $whom } · hết hạn sau { $lapses }
open-challenge-from = từ { $challenger } · /accept challenge:{ $id } hoặc /decline challenge:{ $id }
open-challenge-to = gửi { $opponent }
open-challenge-anyone = mở cho bất kỳ ai ở nơi đăng

replay = Xem lại ván { $game }{ $seen } ({ $plies } nửa nước).
replay-cut = Xem lại ván { $game }{ $seen } ({ $max } nửa nước cuối trong { $plies }; /export cho toàn bộ biên bản).
replay-as-seen-by = {" "}như { $side } đã thấy
replay-from = {" "}từ phía { $side }

stats-head = { $name }:
stats-head-this-server = { $name } (kết quả trong máy chủ này; điểm xếp hạng tính mọi máy chủ):
stats-head-ratings-only = { $name } (chỉ điểm xếp hạng; kết quả hiện ở máy chủ nơi ván cờ được chơi):
stats-row = { $variant } · { $rating } · { $games } ván: thắng { $won }, thua { $lost }, hòa { $drawn }
stats-rating = điểm { $rating }
stats-unrated = chưa có điểm
stats-none-here = chưa có ván nào kết thúc ở đây
stats-none = chưa có ván nào kết thúc
stats-puzzles = Bài tập: giải được { $solved } trên { $given } bài
stats-vacation = Nghỉ phép:{" "}
provisional-note = ? = tạm tính: chưa đủ ván tính điểm để chắc chắn về điểm xếp hạng (độ lệch Glicko-2 trên 110); điểm sẽ ổn định khi chơi thêm ván tính điểm.

leaderboard-head = { $variant } · top 20 { $by ->
    [wins] theo số ván thắng
    [games] theo số ván đã chơi
   *[rating] theo điểm xếp hạng
}
leaderboard-nobody = chưa có ai
leaderboard-row = { $rank }. { $name } · { $rating } · { $wins } thắng · { $games } ván

activity-started = Các ván mới bắt đầu:
activity-none-started = không có ván nào đang chơi
activity-finished = Các ván mới kết thúc:
activity-none-finished = chưa có
activity-game = Ván { $game } · { $variant } · { $red } vs { $black } · { $end }
activity-aborted = đã hủy
activity-unreadable = không đọc được

refused-leaderboard-needs-server = /leaderboard liệt kê người chơi của một máy chủ: hãy hỏi trong một kênh của máy chủ đó

allowance-none = Bạn đã dùng hết { $days } ngày nghỉ phép trong mỗi 365 ngày.
# $one chooses English's "is" or "are"; nothing here depends on it.
allowance-left = Bạn còn { $left } trong { $days } ngày nghỉ phép của mỗi 365 ngày.{ $one ->
   *[other] {""}
}
