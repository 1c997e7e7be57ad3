function gst { git status }
