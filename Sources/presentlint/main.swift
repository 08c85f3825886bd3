import PresentLintKit

let arguments = Array(CommandLine.arguments.dropFirst())
if let word = HelpInCluster.word(in: arguments) { HelpInCluster.reject(word, in: arguments) }
PresentLint.main(arguments)
