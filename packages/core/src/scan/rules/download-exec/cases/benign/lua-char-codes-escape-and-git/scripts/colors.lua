-- colors.lua: print the colour schemes on the runtime path, bold
local bold = string.char(27, 91, 49, 109)
local reset = string.char(27, 91, 48, 109)
local title = string.char(99, 111, 108, 111, 114, 115)
pcall(os.execute, "git -C ~/.config/nvim log -1 --oneline")
print(bold .. title .. reset)
for _, f in ipairs(vim.api.nvim_get_runtime_file("colors/*.lua", true)) do
  print(vim.fn.fnamemodify(f, ":t:r"))
end
