;; The vector search's inner loop in WebAssembly SIMD: the dot product of a query in 16-bit
;; integers with every row of a table of 8-bit codes, 16 codes a step (src/search/row-dots.ts
;; lays out the memory and calls it). scripts/build-row-dots.mjs assembles this file into
;; src/search/row-dots-wasm.ts; a unit test checks that the two agree.
(module
  (memory (export "memory") 1)
  ;; dots(query, codes, dims, count, out)
  ;;   query  `blocks` x 16 int16 (dims padded with zeros to a multiple of 16)
  ;;   codes  `count` rows of `dims` int8, back to back, readable 16 bytes past the last row
  ;;   out    `count` int32, the dot product of each row with the query
  ;; A row's last step reads into the next row's codes; the query's zero padding drops them.
  ;; The caller keeps |query| x 128 x dims below 2^31, so no sum overflows.
  (func (export "dots") (param $query i32) (param $codes i32) (param $dims i32) (param $count i32) (param $out i32)
    (local $blocks i32) (local $end i32) (local $step i32) (local $at i32) (local $q i32) (local $row v128) (local $sum v128)
    (if (i32.eqz (local.get $dims)) (then (return)))
    (local.set $blocks (i32.shr_u (i32.add (local.get $dims) (i32.const 15)) (i32.const 4)))
    (local.set $end (i32.add (local.get $out) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $out) (local.get $end)))
        (local.set $sum (v128.const i32x4 0 0 0 0))
        (local.set $at (local.get $codes))
        (local.set $q (local.get $query))
        (local.set $step (local.get $blocks))
        (loop $steps
          (local.set $row (v128.load (local.get $at)))
          (local.set $sum (i32x4.add (local.get $sum)
            (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $row)) (v128.load (local.get $q)))))
          (local.set $sum (i32x4.add (local.get $sum)
            (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $row)) (v128.load offset=16 (local.get $q)))))
          (local.set $at (i32.add (local.get $at) (i32.const 16)))
          (local.set $q (i32.add (local.get $q) (i32.const 32)))
          (local.set $step (i32.sub (local.get $step) (i32.const 1)))
          (br_if $steps (local.get $step)))
        (i32.store (local.get $out)
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $sum)) (i32x4.extract_lane 1 (local.get $sum)))
            (i32.add (i32x4.extract_lane 2 (local.get $sum)) (i32x4.extract_lane 3 (local.get $sum)))))
        (local.set $codes (i32.add (local.get $codes) (local.get $dims)))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (br $rows)))))
