import sys
import whisper
model = whisper.load_model("base")
print(model.transcribe(sys.argv[1])["text"])
