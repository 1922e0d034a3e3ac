challenge-terms = { $variant } ({ $rated ->
    [yes] tính điểm
   *[no] giao hữu
}, { $days } ngày mỗi nước{ $own ->
    [yes] , thế cờ khởi đầu riêng
   *[no] {""}
}{ $side ->
    [random] ; bên chơi được chọn ngẫu nhiên
   *[other] ; { $challenger } cầm { $side }
})
challenge-to-you = { $challenger } thách đấu bạn { $terms } ở { $place }: gõ /accept challenge:{ $id } ở đó để nhận lời.
