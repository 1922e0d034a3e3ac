side = { $side ->
    [red] bên Đỏ
    [black] bên Đen
    [sente] tiên thủ
   *[gote] hậu thủ
}

variant = { $variant ->
    [minixiangqi] Cờ tướng mini
    [dark-minixiangqi] Cờ tướng mini ẩn
    [xiangqi] Cờ tướng
   *[minishogi] Shogi mini
}

side-start = { $side ->
    [red] Bên Đỏ
    [black] Bên Đen
    [sente] Tiên thủ
   *[gote] Hậu thủ
}

with-side = { $name } ({ $side })
with-side-inner = { $inner }, { $side })

result-win = { $reason ->
    [general-captured] { $winner } thắng do bắt được Tướng
    [perpetual-check] { $winner } thắng: { $loser } chiếu dai
    [perpetual-chase] { $winner } thắng: { $loser } đuổi bắt dai
    [immobilized] { $winner } thắng: { $loser } không còn nước đi
    [checkmate] { $winner } thắng do chiếu hết
    [stalemate] { $winner } thắng do đối phương hết nước đi
    [repetition] { $winner } thắng do lặp lại thế cờ
    [move-rule] { $winner } thắng theo luật giới hạn nước đi
    [progress-clock] { $winner } thắng do hết số nước không ăn quân
    [resignation] { $winner } thắng do đối phương xin thua
    [timeout] { $winner } thắng do đối phương hết giờ
   *[other] { $winner } thắng
}
result-draw = { $reason ->
    [repetition] Hòa do lặp lại thế cờ
    [move-rule] Hòa theo luật giới hạn nước đi
    [progress-clock] Hòa do hết số nước không ăn quân
    [agreement] Hòa do thỏa thuận
   *[other] Hòa
}
result-draw-ply-limit = Hòa khi đạt giới hạn { $plies } nửa nước

duration-days = { $days } ngày { $hours } giờ
duration-hours = { $hours } giờ { $minutes } phút
duration-minutes = { $minutes } phút
duration-none = 0 phút
away = { $name } vắng mặt đến { $until } (còn { $left })
