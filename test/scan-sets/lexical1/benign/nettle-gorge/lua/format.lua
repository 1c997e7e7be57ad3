vim.api.nvim_create_autocmd("BufWritePost", {
  pattern = "*.lua",
  callback = function(ev)
    vim.fn.jobstart({ "stylua", ev.file }, {
      on_exit = function() vim.cmd("checktime") end,
    })
  end,
})
